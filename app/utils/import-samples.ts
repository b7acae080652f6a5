/**
 * How an import's first products will read, for the mapping step (issue 26): the fields staff
 * check by eye, and the fitment as the finder will take it. Part of the upload's answer
 * (ImportSummary's `readAs`); shared by the server, the staff screen and the tests.
 */
export interface SampleVehicle {
  make: string;
  model: string;
  /** "2015-2020", "2019-", "-2012", "2018", or "" for any year. */
  years: string;
  /** No public product fits this model yet: the import adds it to the finder. */
  newModel: boolean;
}

export interface SampleProduct {
  /** The sheet's row number. */
  row: number;
  name: string;
  partNumber: string;
  brand: string;
  category: string;
  vehicles: SampleVehicle[];
  /** Fitment text that is not a vehicle, kept on the product as a note; "" for none. */
  fitsNote: string;
}

export interface ImportReadAs {
  /** The first products as they will read. */
  samples: SampleProduct[];
  /** Models the whole import would add to the finder ("Hyundai Creta"), the first 20. */
  newModels: string[];
  newModelCount: number;
  /** Rows whose fitment text (some or all of it) is not a vehicle and is kept as a note. */
  fitmentNotes: number;
}
