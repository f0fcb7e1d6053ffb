/** A tool's own refusals (plain errors) by their message; anything else with its stack, as the logger writes it. */
import { describeError } from '../logger';

export const whyFailed = (error: unknown) => (error instanceof Error && error.constructor === Error ? error.message : describeError(error));
