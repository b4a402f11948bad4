import { FEVER_THRESHOLD_CELSIUS, type HealthTestValidityHours, type MessageLocale, type WaiverDeclaration } from '@kupa/domain';

type DeclarationTexts = Record<WaiverDeclaration, string>;

// The declarations of the waiver page (spec 9: temperature above 38 degrees; test validity of 24, 48 or 72 hours).
// Shared by the page that shows them and the server that stores exactly what was accepted. {hours} and {degrees} are
// filled in by waiverDeclarationTexts.
const TEXTS: Record<MessageLocale, DeclarationTexts> = {
  he: {
    noFever: 'אני מצהיר/ה כי לי ולילדים הרשומים אין חום (מעל {degrees} מעלות) ואין תסמינים של מחלה.',
    negativeTest: 'אני מצהיר/ה כי לכל אחד מהילדים הרשומים תוצאת בדיקה שלילית שנלקחה ב-{hours} השעות האחרונות.',
    guardianConsent:
      'אני ההורה או האפוטרופוס החוקי של הילדים הרשומים, קראתי את כללי הבטיחות של הפארק ואני מקבל/ת על עצמי את הסיכונים שבקפיצה.',
  },
  en: {
    noFever: 'I declare that the children listed and I have no fever (a temperature above {degrees} degrees) and no symptoms of illness.',
    negativeTest: 'I declare that each child listed has a negative test result taken within the last {hours} hours.',
    guardianConsent:
      "I am the parent or legal guardian of the children listed, I have read the park's safety rules and I accept the risks of jumping.",
  },
  ru: {
    noFever: 'Я заявляю, что у меня и у перечисленных детей нет температуры (выше {degrees} градусов) и нет признаков болезни.',
    negativeTest:
      'Я заявляю, что у каждого из перечисленных детей есть отрицательный результат теста, сделанного в последние {hours} часов.',
    guardianConsent:
      'Я родитель или законный опекун перечисленных детей, я прочитал(а) правила безопасности парка и принимаю риски прыжков.',
  },
  ar: {
    noFever: 'أُقرّ بأنه لا توجد لدي ولدى الأطفال المذكورين حرارة (أعلى من {degrees} درجة) ولا أعراض مرض.',
    negativeTest: 'أُقرّ بأن لكل طفل من الأطفال المذكورين نتيجة فحص سلبية أُجري خلال الساعات الـ{hours} الأخيرة.',
    guardianConsent: 'أنا الوالد أو الوصي القانوني على الأطفال المذكورين، وقد قرأت قواعد السلامة في المنتزه وأقبل مخاطر القفز.',
  },
  pl: {
    noFever: 'Oświadczam, że ani ja, ani wymienione dzieci nie mamy gorączki (powyżej {degrees} stopni) ani objawów choroby.',
    negativeTest: 'Oświadczam, że każde z wymienionych dzieci ma ujemny wynik testu wykonanego w ciągu ostatnich {hours} godzin.',
    guardianConsent:
      'Jestem rodzicem lub opiekunem prawnym wymienionych dzieci, zapoznałem(-am) się z zasadami bezpieczeństwa parku i akceptuję ryzyko skakania.',
  },
};

/** The waiver's declarations in a locale, with the tenant's test window and the fever threshold filled in. */
export function waiverDeclarationTexts(locale: MessageLocale, testValidityHours: HealthTestValidityHours): DeclarationTexts {
  const fill = (text: string) => text.replace('{hours}', String(testValidityHours)).replace('{degrees}', String(FEVER_THRESHOLD_CELSIUS));
  const texts = TEXTS[locale];
  return { noFever: fill(texts.noFever), negativeTest: fill(texts.negativeTest), guardianConsent: fill(texts.guardianConsent) };
}
