// Types for the part of the `sanitize-html` package that src/lib/sanitize-html.ts uses. The package ships no types of
// its own; this small declaration stands in for @types/sanitize-html (one dependency less to keep in step).
declare module 'sanitize-html' {
  namespace sanitize {
    type Attributes = Record<string, string>
    type Transformer = (tagName: string, attribs: Attributes) => { tagName: string; attribs: Attributes; text?: string }
    type Options = {
      allowedTags?: string[] | false
      allowedAttributes?: Record<string, string[]> | false
      allowedSchemes?: string[]
      allowedSchemesByTag?: Record<string, string[]>
      allowProtocolRelative?: boolean
      disallowedTagsMode?: 'discard' | 'escape' | 'recursiveEscape' | 'completelyDiscard'
      nonTextTags?: string[]
      transformTags?: Record<string, string | Transformer>
      exclusiveFilter?: (frame: { tag: string; attribs: Attributes; text: string }) => boolean
      parser?: { decodeEntities?: boolean; lowerCaseTags?: boolean; lowerCaseAttributeNames?: boolean }
    }
  }
  function sanitize(dirty: string, options?: sanitize.Options): string
  export = sanitize
}
