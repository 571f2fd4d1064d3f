import { isValidTwilioSignature, twilioSignature } from '../../../server/adapters/sms/twilioSignature';
import { parseForm } from '../../../server/http/routes/twilioWebhookRoutes';

/** Twilio's published example (twilio.com/docs/usage/webhooks/webhooks-security): token, URL, POST fields and the signature it yields. */
const TOKEN = '12345';
const URL_ = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = { CallSid: 'CA1234567890ABCDE', Caller: '+14158675309', Digits: '1234', From: '+14158675309', To: '+18005551212' };
const SIGNATURE = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

describe('X-Twilio-Signature', () => {
  it("reproduces Twilio's published example, whatever the order of the fields", () => {
    expect(twilioSignature(TOKEN, URL_, PARAMS)).toBe(SIGNATURE);
    const shuffled = Object.fromEntries(Object.entries(PARAMS).reverse());
    expect(isValidTwilioSignature(TOKEN, SIGNATURE, URL_, shuffled)).toBe(true);
  });

  it('refuses a missing or altered signature, another token, URL, field or value', () => {
    expect(isValidTwilioSignature(TOKEN, undefined, URL_, PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, '', URL_, PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, SIGNATURE.replace('R', 'S'), URL_, PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, `${SIGNATURE}=`, URL_, PARAMS)).toBe(false);
    expect(isValidTwilioSignature('54321', SIGNATURE, URL_, PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, SIGNATURE, 'https://mycompany.com/myapp.php?foo=1&bar=3', PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, SIGNATURE, URL_, { ...PARAMS, Digits: '1235' })).toBe(false);
    expect(isValidTwilioSignature(TOKEN, SIGNATURE, URL_, { ...PARAMS, Extra: '' })).toBe(false);
  });

  it('takes the URL signed with the default port written out, or without it (Twilio signs either)', () => {
    const withPort = twilioSignature(TOKEN, 'https://mycompany.com:443/myapp.php?foo=1&bar=2', PARAMS);
    expect(withPort).not.toBe(SIGNATURE);
    expect(isValidTwilioSignature(TOKEN, withPort, URL_, PARAMS)).toBe(true);
    expect(isValidTwilioSignature(TOKEN, SIGNATURE, 'https://mycompany.com:443/myapp.php?foo=1&bar=2', PARAMS)).toBe(true);
  });

  it('signs a field sent several times as each distinct value, sorted (as the Twilio libraries do)', () => {
    expect(twilioSignature(TOKEN, 'https://x.example/h', { B: 'z', A: ['2', '1', '2'] })).toBe(twilioSignature(TOKEN, 'https://x.example/hA1A2Bz', {}));
  });

  it('reads a form body: percent-encoding and + decoded, repeated names kept, no prototype keys', () => {
    const form = parseForm('To=%2B12025550101&Body=a+b%20c&A=1&A=2&__proto__=x');
    expect(form.To).toBe('+12025550101');
    expect(form.Body).toBe('a b c');
    expect(form.A).toEqual(['1', '2']);
    expect(Object.getPrototypeOf(form)).toBeNull();
    expect(form.__proto__).toBe('x');
  });
});
