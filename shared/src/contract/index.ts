export * from './limits';
export * from './vocabulary';
export * from './schemas';
export * from './validate';
export { buildOpenApiDocument } from './openapi';
