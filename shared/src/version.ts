/** The product version; a unit test keeps it equal to package.json's. */
export const PRODUCT_VERSION = '0.1.0';
