import { createContext, useContext } from 'react';

/**
 * The nonce of this render's inline scripts (server.js makes one per request; the page's
 * Content-Security-Policy names it). In the browser it is empty: nonces are hidden from the DOM.
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
