import { screenNames, widgetNames } from '../../../src/core/registryNames';
import { screens } from '../../../src/screens/registry';
import { widgets } from '../../../widgets';
import { loadKnownNames } from '../../../server/config/projectFiles';
import { SERVER_HANDLERS } from '../../../server/http/steps/registry';

describe('the names the flow checker knows', () => {
  it('are exactly the keys of the browser registries (the pure lists cannot drift from them)', () => {
    expect(Object.keys(widgets)).toEqual([...widgetNames]);
    expect(Object.keys(screens)).toEqual([...screenNames]);
  });

  it('are what the server and the checker read, with the server handlers and their endpoints', async () => {
    const { registries, notes } = await loadKnownNames();
    expect(notes).toEqual([]);
    expect(registries.widgets).toEqual([...widgetNames]);
    expect(registries.screens).toEqual([...screenNames]);
    expect(registries.serverHandlers).toEqual(Object.keys(SERVER_HANDLERS));
    expect(registries.endpoints).toContain('application/otp/verify');
  });
});
