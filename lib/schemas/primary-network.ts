// The Primary Network's subnet id, on its own so a browser island that names it loads no schema.
export const PRIMARY_NETWORK_ID = '11111111111111111111111111111111LpoYY';
