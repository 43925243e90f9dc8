/**
 * Taint specification for C#: ASP.NET Core and classic ASP.NET (spec-web.ts), data access (spec-data.ts), the class
 * library and common packages (spec-system.ts), and the rows every language shares. Types are simple class names
 * (`SqlCommand`), keyword types their BCL names (`String`, `Int32`).
 */
import { mergeSpecs, type TaintSpec } from '../../core/taint-spec';
import { textSpec } from '../../analysis/dataflow/common-spec';
import { data } from './spec-data';
import { system } from './spec-system';
import { web } from './spec-web';

export const csharpSpec: TaintSpec = mergeSpecs(textSpec, web, data, system);
