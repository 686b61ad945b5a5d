export { ResourceListPage, type ResourceListPageProps } from './resource-list-page';
export { ResourceDetailPage, type ResourceDetailPageProps } from './resource-detail-page';
export { ResourceTable } from './resource-table';
export { FieldValue } from './field-value';
export { recordKeys } from './records-api';
export { AppLink, useNavigateTo } from './router';
