import type { CategoryBlock, FrameCollectionBlock, LookbookFrame } from '../../../contract/lookbook';

export interface LookbookSection {
  collection: FrameCollectionBlock;
  /** Runs of frames of one category, in lookbook order; a collection without children is its own one category. */
  groups: { category: CategoryBlock; items: LookbookFrame[] }[];
}

/** The frames shown so far, grouped by collection then category as they come (the ids are in that order). */
export function sectionsOf(items: LookbookFrame[], categories: CategoryBlock[], collections: FrameCollectionBlock[]): LookbookSection[] {
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const collectionById = new Map(collections.map((c) => [c.id, c]));
  const out: LookbookSection[] = [];
  for (const item of items) {
    const category = categoryById.get(item.category_id);
    const collection = category && collectionById.get(category.collection_id);
    if (!category || !collection) continue;
    let section = out.at(-1);
    if (section?.collection.id !== collection.id) out.push((section = { collection, groups: [] }));
    let group = section.groups.at(-1);
    if (group?.category.id !== category.id) section.groups.push((group = { category, items: [] }));
    group.items.push(item);
  }
  return out;
}
