export { DataTable } from './DataTable'
export { type FilterLink, FilteredList, FilterLinks } from './FilteredList'
export { Pager, type Paging } from './Pager'
export { PlainTable } from './PlainTable'
