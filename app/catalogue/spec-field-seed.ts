import type { LanguageNames, SpecChoice, SpecFieldKind } from "./spec-fields.ts";

/**
 * The specification fields the trade quotes for each of the eight categories, as migration 0028
 * seeded them (docs/decisions/100). Drawn from what the compressor, condenser, radiator and fan
 * makers print in their catalogues (Sanden, Denso, Hanon/Halla, MAHLE, Nissens, Subros): the
 * compressor family and pulley a counter clerk matches first, the refrigerant and oil that decide
 * whether a part suits the car's system at all, core sizes that decide whether it fits the space.
 * The site reads the table, never this list; staff add and change fields there.
 */
export interface SeedSpecField {
  key: string;
  names: LanguageNames;
  unit?: string;
  kind: SpecFieldKind;
  choices?: SpecChoice[];
}

const plain = (...values: string[]): SpecChoice[] => values.map((value) => ({ value }));
const yesNo: SpecChoice[] = [
  { value: "Yes", labels: { es: "Sí" } },
  { value: "No", labels: { es: "No" } },
];
const refrigerant: SeedSpecField = {
  key: "refrigerant",
  names: { en: "Refrigerant", es: "Refrigerante" },
  kind: "choice",
  choices: plain("R134a", "R1234yf"),
};
const voltage: SeedSpecField = { key: "voltage", names: { en: "Voltage", es: "Tensión" }, unit: "V", kind: "number" };
const core = (what: { en: string; es: string }): SeedSpecField[] => [
  {
    key: "core-width",
    names: { en: `${what.en} width`, es: `Ancho del ${what.es}` },
    unit: "mm",
    kind: "number",
  },
  {
    key: "core-height",
    names: { en: `${what.en} height`, es: `Alto del ${what.es}` },
    unit: "mm",
    kind: "number",
  },
  {
    key: "core-thickness",
    names: { en: `${what.en} thickness`, es: `Espesor del ${what.es}` },
    unit: "mm",
    kind: "number",
  },
];

export const seedSpecFields: Record<string, readonly SeedSpecField[]> = {
  compressor: [
    {
      key: "compressor-type",
      names: { en: "Compressor type", es: "Tipo de compresor" },
      kind: "choice",
      choices: plain(
        "10S11C",
        "10S13C",
        "10S15C",
        "10S17C",
        "10SA13C",
        "10SRE18C",
        "6SEU12C",
        "6SEU14C",
        "6SEU16C",
        "7SEU16C",
        "7SEU17C",
        "5SE09C",
        "5SER09C",
        "6SBU14C",
        "SP10",
        "SP15",
        "SP17",
        "SD7H15",
        "SD7V16",
        "SD6V12",
        "TRS090",
        "TM-16",
        "TM-21",
        "DKS-15",
        "VS-14",
        "VS-16",
        "DVE16",
        "DVE18",
      ),
    },
    {
      key: "pulley-grooves",
      names: { en: "Pulley grooves", es: "Ranuras de la polea" },
      kind: "choice",
      choices: plain("PV4", "PV5", "PV6", "PV7", "PV8"),
    },
    {
      key: "pulley-diameter",
      names: { en: "Pulley diameter", es: "Diámetro de la polea" },
      unit: "mm",
      kind: "number",
    },
    voltage,
    refrigerant,
    {
      key: "oil",
      names: { en: "Oil", es: "Aceite" },
      kind: "choice",
      choices: plain("PAG46", "PAG100", "PAG150", "ND-8", "ND-12", "SP-10", "SP-A2", "POE"),
    },
    { key: "clutch", names: { en: "Clutch", es: "Embrague" }, kind: "choice", choices: yesNo },
  ],
  condenser: [
    ...core({ en: "Core", es: "núcleo" }),
    { key: "with-drier", names: { en: "With drier", es: "Con filtro deshidratador" }, kind: "choice", choices: yesNo },
    { key: "connections", names: { en: "Connections", es: "Conexiones" }, kind: "text" },
    refrigerant,
  ],
  "cooling-coil": [
    ...core({ en: "Core", es: "núcleo" }),
    {
      key: "with-valve",
      names: { en: "With expansion valve", es: "Con válvula de expansión" },
      kind: "choice",
      choices: yesNo,
    },
    refrigerant,
  ],
  "blower-motor": [
    voltage,
    {
      key: "rotation",
      names: { en: "Rotation", es: "Sentido de giro" },
      kind: "choice",
      choices: [
        { value: "Clockwise", labels: { es: "Horario" }, aliases: ["CW"] },
        { value: "Anticlockwise", labels: { es: "Antihorario" }, aliases: ["CCW", "Counterclockwise", "ACW"] },
      ],
    },
    { key: "power", names: { en: "Power", es: "Potencia" }, unit: "W", kind: "number" },
    {
      key: "drive",
      names: { en: "Drive side", es: "Lado del volante" },
      kind: "choice",
      choices: [
        { value: "RHD", labels: { es: "Volante a la derecha" } },
        { value: "LHD", labels: { es: "Volante a la izquierda" } },
      ],
    },
  ],
  radiator: [
    ...core({ en: "Core", es: "núcleo" }),
    { key: "rows", names: { en: "Rows", es: "Filas de tubos" }, kind: "number" },
    {
      key: "transmission",
      names: { en: "Transmission", es: "Transmisión" },
      kind: "choice",
      choices: [
        { value: "MT", labels: { es: "Manual" }, aliases: ["Manual"] },
        { value: "AT", labels: { es: "Automática" }, aliases: ["Automatic", "Auto"] },
        { value: "MT/AT", labels: { es: "Manual y automática" }, aliases: ["MT and AT", "Both"] },
      ],
    },
    {
      key: "material",
      names: { en: "Material", es: "Material" },
      kind: "choice",
      choices: [
        { value: "Aluminium, plastic tanks", labels: { es: "Aluminio, depósitos de plástico" } },
        { value: "Brazed aluminium", labels: { es: "Aluminio soldado" } },
        { value: "Copper-brass", labels: { es: "Cobre y latón" } },
      ],
    },
  ],
  "radiator-fan-assembly": [
    {
      key: "fan-diameter",
      names: { en: "Fan diameter", es: "Diámetro del ventilador" },
      unit: "mm",
      kind: "number",
    },
    { key: "blades", names: { en: "Blades", es: "Aspas" }, kind: "number" },
    voltage,
    {
      key: "fans",
      names: { en: "Fans", es: "Ventiladores" },
      kind: "choice",
      choices: [
        { value: "Single", labels: { es: "Simple" } },
        { value: "Double", labels: { es: "Doble" } },
      ],
    },
  ],
  "expansion-valves": [
    {
      key: "valve-type",
      names: { en: "Valve type", es: "Tipo de válvula" },
      kind: "choice",
      choices: [
        { value: "Block (H-type)", labels: { es: "Bloque (tipo H)" }, aliases: ["Block", "H-type", "H type"] },
        { value: "Angle (L-type)", labels: { es: "Angular (tipo L)" }, aliases: ["Angle", "L-type", "TXV"] },
        { value: "Orifice tube", labels: { es: "Tubo de orificio" }, aliases: ["Orifice", "OT"] },
      ],
    },
    refrigerant,
    { key: "capacity", names: { en: "Capacity", es: "Capacidad" }, unit: "kW", kind: "number" },
  ],
  injectors: [
    {
      key: "fuel",
      names: { en: "Fuel", es: "Combustible" },
      kind: "choice",
      choices: [
        { value: "Petrol", labels: { es: "Gasolina" } },
        { value: "Diesel", labels: { es: "Diésel" } },
        { value: "CNG", labels: { es: "GNC" } },
      ],
    },
    {
      key: "injection",
      names: { en: "Injection", es: "Inyección" },
      kind: "choice",
      choices: [
        { value: "Port", labels: { es: "Indirecta" } },
        { value: "Direct", labels: { es: "Directa" } },
        { value: "Common rail", labels: { es: "Common rail" } },
      ],
    },
    { key: "holes", names: { en: "Nozzle holes", es: "Orificios de la tobera" }, kind: "number" },
    { key: "resistance", names: { en: "Coil resistance", es: "Resistencia de la bobina" }, unit: "Ω", kind: "number" },
  ],
};
