import { Link } from "react-router";
import { localizePath } from "#app/i18n/language.ts";
import { fitQuestionsTexts } from "#app/i18n/texts/fit-questions.ts";
import { type FinderKey, finderTexts } from "#app/i18n/texts/parts-finder.ts";
import type { Translate } from "#app/i18n/translate.ts";
import type { VehicleChoice } from "#app/server/listings/vehicle-choice.server.ts";
import type { FitDetailQuestion } from "#app/server/search/fit-detail-filter.server.ts";

/** An answer as a buyer reads it: "diesel", "manual gearbox"; an engine as the supplier wrote it. */
export function fitDetailAnswerText(name: FitDetailQuestion, value: string, t: Translate<FinderKey>): string {
  if (name === "engine") return value;
  return t(`finder.${name}.${value}` as FinderKey);
}

/**
 * The one question the finder asks when a model's parts differ by a detail (decision 131): each
 * answer a link with the parts it leaves, the whole list still below it for a buyer who does not
 * know. Answers given show above the list, with a way back to every version. Links only: it needs
 * no JavaScript, and every answer is a URL a buyer can share.
 */
export function FitDetailQuestionBox({ vehicle, params }: { vehicle: VehicleChoice; params: URLSearchParams }) {
  const { t: answerName } = finderTexts.useTexts();
  const { t, language } = fitQuestionsTexts.useTexts();
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return `${localizePath("/search", language)}?${next}`;
  };
  const answered = Object.entries(vehicle.details) as [FitDetailQuestion, string][];
  const { question } = vehicle;
  if (!question && answered.length === 0) return null;
  return (
    <div className="mt-4 max-w-3xl" data-testid="fit-question">
      {answered.length > 0 ? (
        <p className="text-sm text-slate-700">
          {t("finder.answered", {
            answers: answered.map(([name, value]) => fitDetailAnswerText(name, value, answerName)).join(", "),
          })}{" "}
          <Link
            to={hrefWith(Object.fromEntries(answered.map(([name]) => [name, null])))}
            className="font-medium text-brand-700 underline"
          >
            {t("finder.clearAnswers")}
          </Link>
        </p>
      ) : null}
      {question ? (
        <section
          aria-labelledby="fit-question-heading"
          className="mt-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
        >
          <h3 id="fit-question-heading" className="font-semibold">
            {t(`finder.ask.${question.name}`, { vehicle: vehicle.label ?? "" })}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {question.options.map((option) => (
              <li key={option.value}>
                <Link
                  to={hrefWith({ [question.name]: option.value })}
                  className="inline-block rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                >
                  {fitDetailAnswerText(question.name, option.value, answerName)}{" "}
                  <span className="font-normal text-slate-600">
                    ({t("finder.answerParts", { count: option.count })})
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700">{t("finder.askHelp", { total: question.total })}</p>
        </section>
      ) : null}
    </div>
  );
}
