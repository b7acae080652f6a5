import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { addLine, lineKey, type ProductLine, removeLine } from "#app/catalogue/enquiry-list.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { FilePicker } from "#app/components/ui/file-picker.tsx";
import { type EnquiryListKey, enquiryListTexts } from "#app/i18n/texts/enquiry-list.ts";
import type { Translate } from "#app/i18n/translate.ts";
import type { MatchedShortageLine, ShortageMatch } from "#app/server/enquiries/shortage-matching.server.ts";
import type { ShortageAnswer } from "#app/server/enquiries/shortage-upload.server.ts";
import { updateEnquiryList, useEnquiryList } from "./enquiry-store.ts";

function productLine({ product }: ShortageMatch, quantity: number): ProductLine {
  const { brandSlug, brand, partNumber, name, image, categorySlug } = product;
  return { kind: "product", brandSlug, brand, partNumber, name, image, categorySlug, quantity };
}

/** "matches OE 97701-2S000": how the line found the part. */
function howItMatched(t: Translate<EnquiryListKey>, { how }: ShortageMatch): string {
  if (how.kind === "words") return t("enquiryList.matchesWords");
  const key =
    how.kind === "oe"
      ? "enquiryList.matchesOe"
      : how.kind === "xref"
        ? "enquiryList.matchesXref"
        : "enquiryList.matchesPartNumber";
  return t(key, { number: how.number });
}

const errorKey = {
  empty: "enquiryList.pasteEmpty",
  unreadable: "enquiryList.pasteUnreadable",
  "too-long": "enquiryList.pasteTooLong",
} as const;

/**
/** A line the word search read ("creta condenser"): proposed, never added by itself. */
const inWords = (line: MatchedShortageLine) => line.matches[0]?.how.kind === "words";

/**
 * A shortage list pasted or uploaded (a small CSV or XLSX), matched on the server the way the
 * search matches numbers: a line with one match is added, one with several asks which, one with
 * none is added as typed text (still sent). A line in words is added as typed too, with the word
 * search's best match proposed and its alternatives a tap away (issue 43). Each shows how it matched.
 */
export function PasteShortageList() {
  const { t } = enquiryListTexts.useTexts();
  const fetcher = useFetcher<ShortageAnswer>();
  const { pathname } = useLocation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<ShortageAnswer | undefined>(undefined);
  /** Lines of the answer (by index) whose part the buyer has chosen. */
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const vehicle = useEnquiryList()?.vehicle ?? "";

  useEffect(() => {
    if (!answer?.ok || handled.current === answer) return;
    handled.current = answer;
    setChosen(new Set());
    updateEnquiryList((list) =>
      answer.matched.reduce((next, line) => {
        const [only, ...others] = line.matches;
        if (!only || inWords(line)) return addLine(next, { kind: "text", text: line.text, quantity: line.quantity });
        return others.length === 0 ? addLine(next, productLine(only, line.quantity)) : next;
      }, list),
    );
    formRef.current?.reset();
  }, [answer]);

  const matched = answer?.ok ? answer.matched : [];
  const counts = {
    added: matched.filter((line) => line.matches.length === 1 && !inWords(line)).length,
    choose: matched.filter((line, index) => (line.matches.length > 1 || inWords(line)) && !chosen.has(index)).length,
    typed: matched.filter((line) => line.matches.length === 0).length,
  };
  /** The buyer's choice for a line: the part, in place of the line as typed when it was kept so. */
  const choose = (line: MatchedShortageLine, index: number, match: ShortageMatch) => {
    updateEnquiryList((list) => {
      const typed = { kind: "text" as const, text: line.text, quantity: line.quantity };
      return addLine(inWords(line) ? removeLine(list, lineKey(typed)) : list, productLine(match, line.quantity));
    });
    setChosen((previous) => new Set(previous).add(index));
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("enquiryList.pasteHeading")}
      </h2>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={pathname}
        encType="multipart/form-data"
        className="mt-3 space-y-3"
      >
        <input type="hidden" name="_action" value="match" />
        <input type="hidden" name="vehicle" value={vehicle} />
        <div>
          <label htmlFor={`${id}-pasted`} className="mb-1 block text-sm font-medium text-slate-700">
            {t("enquiryList.pasteLabel")}
          </label>
          <textarea
            id={`${id}-pasted`}
            name="pasted"
            rows={5}
            aria-describedby={`${id}-hint`}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-ink"
            data-testid="shortage-paste"
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {t("enquiryList.pasteHint")}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium text-slate-700">
            {t("enquiryList.fileLabel")}
          </label>
          <FilePicker
            id={`${id}-file`}
            name="file"
            accept=".csv,.xlsx,.xls,.ods,text/csv"
            chooseLabel={t("enquiryList.fileChoose")}
            noneLabel={t("enquiryList.fileNone")}
          />
        </div>
        <button
          type="submit"
          className={buttonClass({ variant: "outline", size: "sm" })}
          disabled={fetcher.state !== "idle"}
        >
          {fetcher.state !== "idle" ? t("enquiryList.matching") : t("enquiryList.match")}
        </button>
      </fetcher.Form>
      <div role="status" className="mt-4 empty:hidden" data-testid="shortage-result">
        {answer && !answer.ok ? <p className="font-medium text-red-700">{t(errorKey[answer.error])}</p> : null}
        {answer?.ok ? <p className="font-semibold">{t("enquiryList.matchedSummary", counts)}</p> : null}
      </div>
      {matched.length > 0 ? (
        <ul className="mt-3 space-y-3 text-sm">
          {matched.map((line, index) => {
            const [only, ...others] = line.matches;
            const key = `${index}-${line.text}`;
            if (!only)
              return (
                <li key={key} className="text-amber-900" data-testid="shortage-typed">
                  {t("enquiryList.keptTyped", { text: line.text })}
                </li>
              );
            if (inWords(line))
              return (
                <li key={key} data-testid="shortage-suggested">
                  <p className="font-medium">{t("enquiryList.suggestedFor", { text: line.text })}</p>
                  <MatchChoices
                    matches={[only]}
                    chosen={chosen.has(index)}
                    onChoose={(match) => choose(line, index, match)}
                  />
                  {others.length > 0 ? (
                    <details className="mt-2">
                      <summary className="cursor-pointer font-semibold text-brand-800">
                        {t("enquiryList.otherSuggestions", { count: others.length })}
                      </summary>
                      <MatchChoices
                        matches={others}
                        chosen={chosen.has(index)}
                        onChoose={(match) => choose(line, index, match)}
                      />
                    </details>
                  ) : null}
                </li>
              );
            if (others.length === 0)
              return (
                <li key={key} className="text-emerald-900" data-testid="shortage-added">
                  {t("enquiryList.matchedOne", { name: only.product.name })}{" "}
                  <span className="text-slate-700">({howItMatched(t, only)})</span>
                </li>
              );
            return (
              <li key={key} data-testid="shortage-choose">
                <p className="font-medium">
                  {t("enquiryList.chooseOne", { text: line.text, count: line.matches.length })}
                </p>
                <MatchChoices
                  matches={line.matches}
                  chosen={chosen.has(index)}
                  onChoose={(match) => choose(line, index, match)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/** The parts a line may be, each with how it matched and the button that takes it. */
function MatchChoices({
  matches,
  chosen,
  onChoose,
}: {
  matches: readonly ShortageMatch[];
  chosen: boolean;
  onChoose: (match: ShortageMatch) => void;
}) {
  return (
    <ul className="mt-2 space-y-2">
      {matches.map((match) => (
        <MatchChoice
          key={`${match.product.brandSlug}|${match.product.partNumber}`}
          match={match}
          chosen={chosen}
          onChoose={() => onChoose(match)}
        />
      ))}
    </ul>
  );
}

/** One part a line may be, with how it matched and the button that takes it. */
function MatchChoice({ match, chosen, onChoose }: { match: ShortageMatch; chosen: boolean; onChoose: () => void }) {
  const { t } = enquiryListTexts.useTexts();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-2 ring-1 ring-slate-200">
      <span>
        <span className="font-semibold">{match.product.name}</span> · {match.product.brand} ·{" "}
        <span className="font-mono">{match.product.partNumber}</span>{" "}
        <span className="text-slate-600">({howItMatched(t, match)})</span>
      </span>
      <button type="button" disabled={chosen} onClick={onChoose} className={buttonClass({ size: "sm" })}>
        {t("enquiryList.addThis")}
        <span className="sr-only">: {match.product.name}</span>
      </button>
    </li>
  );
}
