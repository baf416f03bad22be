/** The shape every language's texts must have: the same keys as English, strings as leaves. */
export type TextsOf<T> = { [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };
