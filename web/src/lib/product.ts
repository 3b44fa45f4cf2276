export const PRODUCT_NAME = 'Rankcraft';
