import type { CatalogueEntry } from './film-catalogue';

// The theatre's season: classics in Hebrew translation and two special events (kind 'event').

export const THEATRE_CATEGORIES: ReadonlyArray<readonly [string, string, string]> = [
  ['play', 'מחזה', 'Play'],
  ['standup', 'סטנד-אפ', 'Stand-up'],
  ['music', 'מוזיקה', 'Music'],
];

export const PLAYS: readonly CatalogueEntry[] = [
  { he: 'המלט', en: 'Hamlet', synopsisHe: 'נסיך דנמרק מתלבט בין נקמה לספק בהפקה חדשה ונועזת. ההצגה כוללת הפסקה.', synopsisEn: "Shakespeare's prince of Denmark torn between revenge and doubt, in a bold new staging. With one interval.", director: 'Director: Nira Alon · by William Shakespeare', actors: 'Itay Shor, Gila Bar, Menachem Tal', year: 2025, minutes: 170, rating: '12+', category: 'play', language: 'he', subtitles: 'en', color: '#263238', popularity: 0.95, releaseInDays: -60, stage: 'main' },
  { he: 'הדיבוק', en: 'The Dybbuk', synopsisHe: 'בין שני עולמות: אהבה, נדר ונשמה שאינה מוצאת מנוחה. על פי ש. אנ-סקי.', synopsisEn: 'Between two worlds: love, a vow and a soul that finds no rest. After S. An-sky.', director: 'Director: Boaz Eitan · by S. An-sky', actors: 'Shira Katz, Eyal Rozen', year: 2025, minutes: 110, rating: '12+', category: 'play', language: 'he', subtitles: 'en', color: '#4a148c', popularity: 0.8, releaseInDays: -90, stage: 'main' },
  { he: 'גן הדובדבנים', en: 'The Cherry Orchard', synopsisHe: 'משפחת אצילים חוזרת לאחוזה שעומדת להימכר. קומדיה עצובה מאת צ\'כוב.', synopsisEn: "An aristocratic family returns to an estate about to be sold. Chekhov's sad comedy.", director: 'Director: Hanna Meir · by Anton Chekhov', actors: 'Orly Ben-Zvi, Doron Sagi', year: 2025, minutes: 140, rating: 'מותר לכל', category: 'play', language: 'he', subtitles: null, color: '#880e4f', popularity: 0.7, releaseInDays: -35, stage: 'main' },
  { he: 'בית הבובות', en: "A Doll's House", synopsisHe: 'נורה מגלה שהבית המושלם שלה בנוי על סוד. מאת הנריק איבסן.', synopsisEn: "Nora discovers that her perfect home rests on a secret. By Henrik Ibsen.", director: 'Director: Amir Levav · by Henrik Ibsen', actors: 'Maya Dror, Ofer Shemesh', year: 2025, minutes: 120, rating: '12+', category: 'play', language: 'he', subtitles: null, color: '#bf360c', popularity: 0.75, releaseInDays: -50, stage: 'small' },
  { he: 'ערב סטנד-אפ: צוחקים בבמה', en: 'Stand-up Night at HaBama', synopsisHe: 'ארבעה קומיקאים, מיקרופון אחד ושום נושא שמור.', synopsisEn: 'Four comedians, one microphone and no topic off limits.', director: 'Host: Benny Shalev', actors: 'Tamar Oz, Kobi Amsalem, Rana Jaber, Gil Wexler', year: 2025, minutes: 90, rating: '16+', category: 'standup', language: 'he', subtitles: null, color: '#ffb300', popularity: 0.85, releaseInDays: -100, stage: 'small' },
  { he: 'קלזמר בלילה', en: 'Klezmer by Night', synopsisHe: 'תזמורת הקלזמר של הבמה בערב של ניגונים, שמחה וגעגוע.', synopsisEn: "HaBama's klezmer band in an evening of tunes, joy and longing.", director: 'Musical director: Eli Rubin', actors: 'The HaBama Klezmer Band', year: 2025, minutes: 95, rating: 'מותר לכל', category: 'music', language: 'he', subtitles: null, color: '#00695c', popularity: 0.6, releaseInDays: 10, stage: 'main' },
];
