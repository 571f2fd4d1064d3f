// @vitest-environment jsdom
import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { getScreen, isScreenName, screenNames, screens } from '../../../src/screens/registry';
import flow from '../../../flows/microloan.flow.json';
import enScreens from '../../../locales/en/screens.json';
import esScreens from '../../../locales/es/screens.json';
import enErrors from '../../../locales/en/errors.json';
import esErrors from '../../../locales/es/errors.json';
import enDenial from '../../../locales/en/denial.json';
import esDenial from '../../../locales/es/denial.json';
import { DENIAL_REASON_CODES } from '../../../src/core/reasonCodes';
import { renderScreen } from './harness';

function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('screen registry', () => {
  it('registers every screen the microloan flow names, and nothing else', () => {
    const named = new Set([...flow.steps.flatMap((s) => ('screen' in s && s.screen ? [s.screen] : [])), ...flow.extraRoutes.map((r) => r.screen)]);
    expect([...named].sort()).toEqual([...screenNames].sort());
  });

  it('throws an error naming an unknown screen', () => {
    expect(() => getScreen('Nope')).toThrow(/Unknown screen "Nope"/);
    expect(isScreenName('toString')).toBe(false);
    expect(getScreen('Review')).toBe(screens.Review);
  });

  it('loads a registered screen lazily', async () => {
    const OfferDeclined = getScreen('OfferDeclined');
    renderScreen(
      <Suspense fallback={<p>loading</p>}>
        <OfferDeclined />
      </Suspense>,
      { path: '/offer-declined' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer declined' })).toBeInTheDocument();
  });
});

describe('screen texts', () => {
  it('has the same keys in English and Spanish', () => {
    expect(keysOf(esScreens).sort()).toEqual(keysOf(enScreens).sort());
    expect(keysOf(esErrors).sort()).toEqual(keysOf(enErrors).sort());
  });

  it('carries the catalogue texts of SPEC section 8 word for word', () => {
    expect(enErrors.codes.default).toBe('An unexpected error occurred');
    expect(enErrors.codes.SESSION_EXPIRED).toBe('Your session has expired.');
    expect(enErrors.invalid_route).toBe('Invalid route');
    expect(enErrors.codes.FAILED_TO_SEND_OTP).toBe('Failed to send OTP');
    expect(enErrors.submission_failed).toBe('The loan application failed to submit. Please try again later.');
    // One text per reason of the one reason-code list (src/core/reasonCodes.ts), in both languages.
    expect(Object.keys(enDenial.reasons).sort()).toEqual([...DENIAL_REASON_CODES].sort());
    expect(Object.keys(esDenial.reasons).sort()).toEqual([...DENIAL_REASON_CODES].sort());
  });
});
