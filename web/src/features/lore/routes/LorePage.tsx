// /home/werewolves, /home/vampires, … /home/infopanel2: every entry-list page of the wiki is this
// one page, configured by its collection's row (collections.ts; spec 3 §2.1, §2.2).
import { collection, type CollectionKey } from '../collections';
import { EntryList } from '../components/EntryList';

export default function LorePage({ collection: key }: { collection: CollectionKey }) {
  const config = collection(key);
  return <EntryList key={config.key} config={config} heading={config.heading} />;
}
