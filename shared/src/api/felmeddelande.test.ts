// @vitest-environment node
import { apiFelmeddelande } from '../texts/api-errors';
import { ApiError } from './errors';
import { serverMeddelande, serverensText } from './felmeddelande';

describe('the text of a refused call', () => {
  it("is the server's own text when it gave one", () => {
    const fel = new ApiError('fullmakt.ogiltig', 400, 'fullmakt.ogiltig', {
      meddelande: 'Personnumret finns inte.',
    });
    expect(serverMeddelande(fel)).toBe('Personnumret finns inte.');
  });

  it('is the catalogue text of the code when the server gave none', () => {
    expect(serverMeddelande(new ApiError('fullmakt.konflikt', 409))).toBe(
      apiFelmeddelande('fullmakt.konflikt'),
    );
  });

  it('is the unknown error for anything that is not an API error', () => {
    expect(serverMeddelande(new Error('x'))).toBe(apiFelmeddelande('okant.fel'));
  });
});

describe("the server's own text", () => {
  it('is there only when an API error carried one', () => {
    const fel = new ApiError('fullmakt.ogiltig', 400, 'fullmakt.ogiltig', {
      meddelande: 'Personnumret finns inte.',
    });
    expect(serverensText(fel)).toBe('Personnumret finns inte.');
    expect(serverensText(new ApiError('fullmakt.konflikt', 409))).toBeUndefined();
    expect(serverensText(new Error('Personnumret finns inte.'))).toBeUndefined();
  });
});
