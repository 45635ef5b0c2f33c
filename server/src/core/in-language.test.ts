import { aktivtSprak } from '@fullmakt/shared/i18n';
import { aviseringTexter, pdfTexter } from '@fullmakt/shared/texts';
import { iSprak } from './request-language';

// Work outside a request (the outbox, the scheduler) is Swedish unless it names a language:
// a notice is written in its recipient's (issue 33 item 4). No app is built here, as in a
// process that only sends the outbox.
describe('iSprak: a piece of work in a given language', () => {
  it('reads texts in it, after an await too, and leaves the language around it as it was', async () => {
    expect(aktivtSprak()).toBe('sv');
    const inEnglish = await iSprak('en', async () => {
      const before = aviseringTexter.FULLMAKT_MOTTAGEN.amne;
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [before, pdfTexter.kodenGallerTill('2027-03-03'), iSprak('sv', () => pdfTexter.mall)];
    });
    expect(inEnglish).toEqual([
      'You have received a power of attorney',
      'The code can be verified up to and including 2027-03-03.',
      'Mall',
    ]);
    expect(aktivtSprak()).toBe('sv');
    expect(aviseringTexter.FULLMAKT_MOTTAGEN.amne).toBe('Du har fått en fullmakt');
  });
});
