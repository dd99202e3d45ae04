/**
 * Class of a form shown read-only (a "Visualizar"): its disabled fields read as plain dark text
 * on white instead of antd's grey on grey (styles in app/app.css).
 */
export const SOMENTE_LEITURA = 'form-somente-leitura';
