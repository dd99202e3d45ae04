/** antd theme: steel blue on cool greys, tight spacing, as a yard back-office wants. */
import type { ThemeConfig } from 'antd';

export const STEEL_BLUE = '#2b5b84';

// Automated browsers get no animation, so screenshots never catch a fade halfway.
const automated = typeof navigator !== 'undefined' && navigator.webdriver === true;

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: STEEL_BLUE,
    colorLink: STEEL_BLUE,
    colorBgLayout: '#eef1f4',
    colorTextBase: '#1f2933',
    borderRadius: 4,
    fontSize: 14,
    controlHeight: 32,
    fontFamily:
      "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif",
    motion: !automated,
  },
  components: {
    Layout: { headerBg: '#1d2733', headerHeight: 48, headerPadding: '0 12px', siderBg: '#ffffff' },
    Menu: { itemHeight: 36, subMenuItemBg: '#f6f8fa', itemSelectedBg: '#e3ecf4' },
    Card: { headerFontSize: 16 },
  },
};
