export const fmt = (n: number, digits = 2) => n.toFixed(digits);
