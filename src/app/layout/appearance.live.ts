/**
 * The appearance machine with its real effect: each change is written to local storage, and
 * what storage held is its input (validated by the machine, see appearance-settings.ts), with
 * the window's width at start.
 */
import { appearanceMachine } from '../../machines/appearance.machine';
import { supplyAll } from '../../machines/supplied';
import { browserStorage, readStoredAppearance, writeStoredAppearance } from '../../theme/appearance-storage';

export const appearanceLogic = supplyAll(appearanceMachine, {
  actions: { persistSettings: (_, { settings }) => writeStoredAppearance(browserStorage(), settings) },
});

export const storedAppearanceInput = () => ({ stored: readStoredAppearance(browserStorage()), viewportWidth: window.innerWidth });
