import { lazy } from 'react';
import { lazyDialog } from '../components/lazy-dialog';

/**
 * The filters' code, with antd's Radio, Select and Drawer ("antd-fields"), fetched apart from
 * the list's: a phone shows the filters only when its Filters button opens their drawer, and a
 * wider screen fetches them as the list first renders.
 */
export const LazyFiltersDrawer = lazyDialog(() => import('./FiltersDrawer').then((module) => module.FiltersDrawer));

export const LazyFilterControls = lazy(() =>
  import('./FilterControls').then((module) => ({ default: module.FilterControls })),
);

export const FILTER_DIALOGS = [LazyFiltersDrawer];
