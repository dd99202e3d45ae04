/** The camera reader's wasm URL, made by the build (vite.config.ts, wasmDoLeitor). */
declare module 'virtual:zxing-wasm' {
  const url: string;
  export default url;
}
