/** The month chart's drawing: bars in BARS_HEIGHT, month labels in the LABEL_HEIGHT below. */
export const BARS_HEIGHT = 96;
export const LABEL_HEIGHT = 20;
/**
 * Height of the whole drawing, and of the placeholder shown until the chart's code arrives
 * (MonthBars), so nothing moves when it does.
 */
export const CHART_HEIGHT = BARS_HEIGHT + LABEL_HEIGHT;
