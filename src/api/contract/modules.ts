/**
 * The role modules (spec section 6; DESIGN.md section 5): one per area of the sidebar, named as
 * the area's route (`/blok-price` is the 'blok-price' module), given by the list of areas
 * (areas/index.ts), in its order. A role's modules are a subset. The server gates every call by
 * them, the SPA its sidebar and routes, so both read them from here.
 */
import { AREA_LIST } from '../../../areas/index';

type ListedArea = (typeof AREA_LIST)[number];
export type Module = Extract<ListedArea, { module: string }>['module'];
/** The areas' modules in the list's order; an area that names none (the trash) adds none. */
export const MODULES: readonly Module[] = AREA_LIST.flatMap((area: ListedArea) => ('module' in area ? [area.module] : []));

export const isModule = (name: string): name is Module => (MODULES as readonly string[]).includes(name);

/**
 * The catalogue id of a module's name, its area's sidebar label: the area's folder gives the text
 * (areas/<area>/texts/), and the activity log, the command palette and the role form name the
 * module by it.
 */
export type ModuleLabelId = `nav.${Module}`;
export const moduleLabelId = (module: Module): ModuleLabelId => `nav.${module}`;
