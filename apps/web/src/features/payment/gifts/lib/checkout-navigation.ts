/**
 * Leaving the app for the provider's checkout page. An object, so that a test can watch the page go there
 * (jsdom's `window.location.assign` cannot be replaced).
 */
export const checkoutNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
