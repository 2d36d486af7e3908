// Scroll shades for a box that scrolls sideways: covers of the box's own colour travel with the
// content (`local`) and hide the fixed gold shades at an edge already reached; where more of the
// content lies, the gold shade shows. `cover` must be the box's opaque background colour.
export function scrollShades(cover: string): string {
  return [
    `linear-gradient(to right, ${cover} 40%, transparent) left / 32px 100% no-repeat local`,
    `linear-gradient(to left, ${cover} 40%, transparent) right / 32px 100% no-repeat local`,
    'radial-gradient(farthest-side at 0 50%, rgba(201, 164, 76, 0.5), transparent) left / 16px 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgba(201, 164, 76, 0.5), transparent) right / 16px 100% no-repeat scroll',
    cover,
  ].join(', ');
}
