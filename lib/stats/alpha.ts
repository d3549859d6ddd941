/** Two-sided significance level of every test and interval in the dashboard (95% intervals, p < 0.05). */
export const ALPHA = 0.05;
