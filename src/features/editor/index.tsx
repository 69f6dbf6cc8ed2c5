/** PLACEHOLDER (owned by the editor helper): lazily loaded Monaco editors. */
export {};
