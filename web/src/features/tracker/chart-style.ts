// Kept apart from the chart so the page can size its placeholder without loading ApexCharts.

/** Spec §9: the chart is 350 px high. */
export const CHART_HEIGHT = 350;

/** Spec §9: eight colours, cycling per company. */
export const CHART_PALETTE = ['#4f46e5', '#f97316', '#10b981', '#e11d48', '#0ea5e9', '#a855f7', '#eab308', '#64748b'];
