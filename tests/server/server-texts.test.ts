import { otpMessage } from '../../server/domain/identity/otpCode';
import { fill } from '../../server/i18n/serverTexts';

describe('server texts', () => {
  it.each(['en', 'es'] as const)('the %s SMS carries the code as its only number', (language) => {
    const text = otpMessage('Sunrise Credit Union', '042917', language);
    expect(text).toContain('Sunrise Credit Union');
    expect(text.match(/\d+/g)).toEqual(['042917']);
  });

  it('an unknown placeholder fails naming it', () => {
    expect(() => fill('Hello {{name}}', {})).toThrow('{{name}}');
  });
});
