/**
 * A CSS spinner for the first paint and the public pages: antd's Spin would add its code to the login page's
 * download. Inside the layout, PageSpin is used.
 */
export function FullScreenLoader() {
  return <div className="ph-loader" data-testid="page-loading" role="status" aria-busy="true" />;
}
