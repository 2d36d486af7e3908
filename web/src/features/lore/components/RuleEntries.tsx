// The rules collection under the rules' static text (spec 3 §2.6), on /home/rules and the public
// /regulamin: the entry mechanism of the other pages, but by width (inline under 600 px, a modal
// otherwise), in the server's order, a created rule appended locally (spec 3 §2.2, §4). The app
// layer hands it to the rules pages, so neither feature imports the other.
import { collection } from '../collections';
import { LORE_TEXTS } from '../texts';
import { EntryList } from './EntryList';

export default function RuleEntries() {
  return <EntryList config={collection('rules')} heading={LORE_TEXTS.rulesEntries} headingComponent="h2" />;
}
