// One resource of the back office as App.tsx mounts it, a <Resource> each: the API's name for it
// (the dataProvider's, see providers/dataProvider.ts), its menu icon and the field a record is
// named by (in titles and references), and its pages. Each resource's folder defines its own in
// its index.ts.
import type { ResourceProps } from 'react-admin';
import type { ResourceName } from '../providers/dataProvider';

/** How the resource shows in the menu (and on the dashboard) and names a record. */
type Look = Required<Pick<ResourceProps, 'icon'>> & Pick<ResourceProps, 'recordRepresentation'>;

/** The pages it has: those it lacks are "not found". */
type Pages = Pick<ResourceProps, 'list' | 'create' | 'edit' | 'show'>;

export type ResourceDefinition = Look & Pages & { name: ResourceName };

export function defineResource(name: ResourceName, look: Look, pages: Pages): ResourceDefinition {
  return { name, ...look, ...pages };
}
