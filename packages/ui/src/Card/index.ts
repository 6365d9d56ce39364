/** `@gari/ui/Card`: `Card`, `CardHeader`, `CardBody`, `CardFooter`. */
export { Card, CardBody, CardFooter, CardHeader, type CardProps, type CardSectionProps } from './Card';
