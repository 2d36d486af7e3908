// How text written by people keeps to its box. Names, titles and descriptions may be as long as
// the API takes them, and one unbroken word ('Ś' × 200) is as legal as prose: it must never widen
// the page nor push a control out of the window. `overflowWrap: 'anywhere'` (unlike 'break-word')
// also lowers the text's min-content width, so a flex item or a grid track holding it shrinks too.

/** Wraps a long word anywhere rather than widening its box: titles, names, descriptions. */
export const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/**
 * One line cut with '…' where its box ends: for a label that must stay one line (a tab, a
 * button). Its box needs a width of its own: a block, or a flex child with `minWidth: 0`.
 */
export const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * For a flex row (or list) whose items hold such text: each item may shrink to the row's width
 * (a flex item is otherwise never narrower than its longest word).
 */
export const shrinkingItems = { '& > *': { minWidth: 0, maxWidth: '100%' } } as const;

/** A chip whose label wraps (a long name stays whole, its delete button in reach) instead of one cut line. */
export const wrappingChip = { height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5, ...wrapAnywhere } } as const;
