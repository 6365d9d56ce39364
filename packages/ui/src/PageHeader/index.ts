/** `@gari/ui/PageHeader`: `PageHeader` (page title, subtitle and actions). */
export { PageHeader, type PageHeaderProps } from './PageHeader';
