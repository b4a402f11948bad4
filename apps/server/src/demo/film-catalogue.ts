// The demo films: invented titles, people and stories, written to look like an Israeli cinema's programme.
// releaseInDays is relative to `today` (negative: already showing); language codes are ISO 639-1.

export interface CatalogueEntry {
  he: string;
  en: string;
  synopsisHe: string;
  synopsisEn: string;
  director: string;
  actors: string;
  year: number;
  minutes: number;
  rating: string;
  category: string;
  language: string;
  subtitles: string | null;
  /** Dubbed daytime shows of children's films. */
  dubbing?: string;
  color: string;
  is3d?: boolean;
  popularity: number;
  releaseInDays: number;
  /** Also offered as video on demand. */
  vod?: boolean;
  /** Theatre only. */
  stage?: 'main' | 'small';
}

export const FILM_CATEGORIES: ReadonlyArray<readonly [string, string, string]> = [
  ['drama', 'דרמה', 'Drama'],
  ['comedy', 'קומדיה', 'Comedy'],
  ['action', 'אקשן והרפתקאות', 'Action & adventure'],
  ['animation', 'אנימציה ומשפחה', 'Animation & family'],
  ['documentary', 'תיעודי', 'Documentary'],
  ['thriller', 'מתח ואימה', 'Thriller & horror'],
];

export const FILMS: readonly CatalogueEntry[] = [
  { he: 'מסלול התנגשות', en: 'Collision Course', synopsisHe: 'טייסת ניסוי נאלצת להנחית מטוס נוסעים פגוע כשהמערכות קורסות אחת אחרי השנייה.', synopsisEn: 'A test pilot must land a crippled airliner as its systems fail one after another.', director: 'Mark Havilland', actors: 'Lena Ortiz, Sam Whitaker, Jonah Reyes', year: 2025, minutes: 142, rating: '14+', category: 'action', language: 'en', subtitles: 'he', color: '#b71c1c', is3d: true, popularity: 1, releaseInDays: -12 },
  { he: 'אחרון האסטרונאוטים', en: 'The Last Astronaut', synopsisHe: 'אסטרונאוטית שנשכחה על תחנת חלל מגלה שכדור הארץ השתנה בזמן שלא הייתה.', synopsisEn: 'An astronaut left behind on a space station learns that Earth changed while she was away.', director: 'Ingrid Solberg', actors: 'Mara Quinn, Theo Barnes, Akiko Hara', year: 2025, minutes: 168, rating: '12+', category: 'action', language: 'en', subtitles: 'he', color: '#0d47a1', is3d: true, popularity: 0.9, releaseInDays: -30 },
  { he: 'הדרקון הקטן מהוואדי', en: 'The Little Dragon of the Wadi', synopsisHe: 'דרקון קטן שלא מצליח לירוק אש יוצא למסע במדבר כדי למצוא את הניצוץ שלו.', synopsisEn: 'A little dragon who cannot breathe fire crosses the desert to find his spark.', director: 'Tali Ben-Ami', actors: 'Voices: Eli Shachar, Dana Mor', year: 2025, minutes: 92, rating: 'מותר לכל', category: 'animation', language: 'en', subtitles: 'he', dubbing: 'he', color: '#f9a825', is3d: true, popularity: 0.85, releaseInDays: -20 },
  { he: 'חתונה בגליל', en: 'A Galilee Wedding', synopsisHe: 'שתי משפחות, חתונה אחת וסבתא שמסרבת לוותר על המתכון שלה.', synopsisEn: 'Two families, one wedding and a grandmother who will not give up her recipe.', director: 'Avner Segal', actors: 'Yaara Golan, Nir Dahan, Sima Peretz', year: 2025, minutes: 104, rating: 'מותר לכל', category: 'comedy', language: 'he', subtitles: 'en', color: '#ad1457', popularity: 0.8, releaseInDays: -45, vod: true },
  { he: 'גבול הים', en: 'Edge of the Sea', synopsisHe: 'דייג מעכו ובנו המתבגר מנסים להציל את הסירה המשפחתית בקיץ אחד סוער.', synopsisEn: 'An Acre fisherman and his teenage son fight to keep the family boat through one stormy summer.', director: 'Michal Aharonov', actors: 'Omri Ben-Tov, Rami Haddad, Lior Sasson', year: 2025, minutes: 118, rating: '12+', category: 'drama', language: 'he', subtitles: 'en', color: '#006064', popularity: 0.6, releaseInDays: -26 },
  { he: 'צללים מעל ורשה', en: 'Shadows over Warsaw', synopsisHe: 'מתרגמת צעירה בוורשה של 1939 מחליטה למי להיות נאמנה.', synopsisEn: 'A young translator in 1939 Warsaw decides where her loyalties lie.', director: 'Piotr Zalewski', actors: 'Ania Kowal, Jan Brodski', year: 2024, minutes: 134, rating: '16+', category: 'drama', language: 'pl', subtitles: 'he', color: '#37474f', popularity: 0.5, releaseInDays: -60 },
  { he: 'הבלשית מרחוב יפו', en: 'The Detective of Jaffa Road', synopsisHe: 'בלשית ותיקה בירושלים חוזרת לתיק שלא נפתר לפני עשרים שנה.', synopsisEn: 'A veteran Jerusalem detective reopens a case that went cold twenty years ago.', director: 'Gadi Rosen', actors: 'Orna Tal, Yoav Kedem, Samir Khoury', year: 2025, minutes: 109, rating: '16+', category: 'thriller', language: 'he', subtitles: 'en', color: '#4e342e', popularity: 0.7, releaseInDays: -8 },
  { he: 'קיץ בפרובאנס', en: 'Summer in Provence', synopsisHe: 'שפית פריזאית יורשת כרם מוזנח ואת השכן העקשן שבא איתו.', synopsisEn: 'A Parisian chef inherits a neglected vineyard and the stubborn neighbour who comes with it.', director: 'Claire Fontaine', actors: 'Julie Marchand, Luc Bertin', year: 2024, minutes: 98, rating: '12+', category: 'comedy', language: 'fr', subtitles: 'he', color: '#7cb342', popularity: 0.55, releaseInDays: -75, vod: true },
  { he: 'המשימה: אנטארקטיקה', en: 'Mission: Antarctica', synopsisHe: 'צוות חוקרים ישראלי מבלה חורף שלם בקצה העולם.', synopsisEn: 'An Israeli research team spends a whole winter at the end of the world.', director: 'Noam Hefetz', actors: '', year: 2025, minutes: 88, rating: 'מותר לכל', category: 'documentary', language: 'he', subtitles: 'en', color: '#81d4fa', popularity: 0.45, releaseInDays: -40, vod: true },
  { he: 'זעם הענקים', en: 'Wrath of Giants', synopsisHe: 'כשענקי ההרים מתעוררים, נער רועה הוא היחיד שמבין את שפתם.', synopsisEn: 'When the mountain giants wake, a shepherd boy is the only one who understands them.', director: 'Rhys Callahan', actors: 'Devon Price, Ama Mensah, Olaf Berg', year: 2025, minutes: 148, rating: '12+', category: 'action', language: 'en', subtitles: 'he', color: '#5d4037', is3d: true, popularity: 0.85, releaseInDays: -5 },
  { he: 'הבית ברחוב הרקפות', en: 'The House on Cyclamen Street', synopsisHe: 'זוג צעיר עובר לבית ישן בחיפה ומגלה שמישהו עדיין גר בו.', synopsisEn: 'A young couple moves into an old Haifa house and finds someone still lives there.', director: 'Eran Vilner', actors: 'Hadas Amir, Tom Levin', year: 2025, minutes: 101, rating: '18+', category: 'thriller', language: 'he', subtitles: 'en', color: '#212121', popularity: 0.65, releaseInDays: -15 },
  { he: 'אבא בשביתה', en: 'Dad on Strike', synopsisHe: 'אבא לשלושה מכריז על שביתה כללית בבית, והילדים נאלצים לנהל את המשק.', synopsisEn: 'A father of three declares a general strike at home and the kids must run the household.', director: 'Shai Ovadia', actors: 'Moti Even-Zohar, Noga Arieli, Ido Mor', year: 2025, minutes: 96, rating: 'מותר לכל', category: 'comedy', language: 'he', subtitles: 'en', color: '#ff7043', popularity: 0.75, releaseInDays: -22 },
  { he: 'הסימפוניה של יוסף', en: "Joseph's Symphony", synopsisHe: 'סיפורו של מלחין צעיר מבגדאד שכתב את יצירתו הגדולה במעברה.', synopsisEn: 'A young composer from Baghdad writes his great work in a transit camp.', director: 'Ruth Elkayam', actors: 'Yossi Marciano, Einat Sarid', year: 2025, minutes: 127, rating: '12+', category: 'drama', language: 'he', subtitles: 'en', color: '#6a1b9a', popularity: 0.55, releaseInDays: -33 },
  { he: 'נמר השלג', en: 'Snow Leopard', synopsisHe: 'שנה בחייה של נקבת נמר שלג ושני גוריה בהרי ההימלאיה.', synopsisEn: 'A year in the life of a snow leopard and her two cubs in the Himalayas.', director: 'Anna Lindqvist', actors: '', year: 2024, minutes: 85, rating: 'מותר לכל', category: 'documentary', language: 'en', subtitles: 'he', color: '#90a4ae', popularity: 0.4, releaseInDays: -50, vod: true },
  { he: 'קוד אדום', en: 'Code Red', synopsisHe: 'מהנדסת סייבר מגלה פרצה במערכת ההתרעה הלאומית שעות לפני תרגיל גדול.', synopsisEn: 'A cyber engineer finds a flaw in the national alert system hours before a major drill.', director: 'Dan Ashkenazi', actors: 'Keren Mizrahi, Alon Peled, Nadia Saleh', year: 2025, minutes: 112, rating: '16+', category: 'thriller', language: 'he', subtitles: 'en', color: '#d50000', popularity: 0.8, releaseInDays: -3 },
  { he: 'חברים של הרוח', en: 'Friends of the Wind', synopsisHe: 'עפיפון אמיץ ושלושה ילדים מנסים להציל את פסטיבל העפיפונים של העיר.', synopsisEn: 'A brave kite and three children try to save the town kite festival.', director: 'Hila Caspi', actors: 'Voices: Maya Ron, Avi Golan', year: 2025, minutes: 89, rating: 'מותר לכל', category: 'animation', language: 'en', subtitles: 'he', dubbing: 'he', color: '#29b6f6', is3d: true, popularity: 0.9, releaseInDays: 7 },
  { he: 'מרתון', en: 'Marathon', synopsisHe: 'רצה בת חמישים מתאמנת למרתון ירושלים אחרי שנה קשה.', synopsisEn: 'A fifty-year-old runner trains for the Jerusalem Marathon after a hard year.', director: 'Yael Tamari', actors: 'Rivka Sela, Dubi Harel', year: 2025, minutes: 115, rating: '12+', category: 'drama', language: 'he', subtitles: 'en', color: '#43a047', popularity: 0.6, releaseInDays: 3 },
];
