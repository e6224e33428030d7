// The search module's public face: the only file other modules import.
export {
  SEARCH_FIELD_GROUPS,
  clearSearchCaches,
  prepareSearch,
  searchFieldSql,
  searchMatchSql,
  searchProducts,
  searchTierSql,
  type PreparedSearch,
  type SearchOptions,
} from './service.ts'
