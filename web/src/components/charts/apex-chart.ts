// ApexCharts as the app's charts use it: its core with the line and bar chart types and the features they
// show (legend, annotations: the rank grid, keyboard navigation), not the full bundle's other chart types and
// features. Import it lazily (see LineChart): it is still the page's largest script.
import 'apexcharts/line';
import 'apexcharts/bar';
import 'apexcharts/features/legend';
import 'apexcharts/features/annotations';
import 'apexcharts/features/keyboard';

export { default as Chart } from 'react-apexcharts/core';
