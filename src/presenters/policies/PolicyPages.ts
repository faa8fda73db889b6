import { generalCancelRule } from '../../core/booking/cancelRuleWording';
import type { BusinessFact, BusinessTerms } from '../../core/shared/BusinessTerms';
import { company } from '../../core/shared/company';
import type { Extensions } from '../../core/shared/Extensions';
import type { SupportLine } from '../../core/shared/SupportLine';
import { helpPageMessages } from '../../core/policies/helpPageMessages';
import { policyLinkMessages } from '../../core/policies/policyLinkMessages';
import { policyMessages } from '../../core/policies/policyMessages';
import { links } from '../links';

export interface PolicyLink {
  readonly label: string;
  readonly href: string;
}

/** Said at the top of a page that states any of the demo's example facts. */
export interface ExamplesNote {
  readonly title: string;
  readonly body: string;
}

export interface PolicySection {
  /** The id its heading takes, for links to it. */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
  readonly links?: readonly PolicyLink[];
}

export interface GrievanceOfficerView {
  readonly label: string;
  readonly name: string;
  readonly email: string;
  readonly emailHref: string;
  readonly phone: string;
  readonly phoneHref: string;
}

export interface PolicyPageView {
  readonly title: string;
  readonly lead: string;
  readonly examples?: ExamplesNote;
  readonly sections: readonly PolicySection[];
  readonly officer?: GrievanceOfficerView;
}

export interface HelpPageView {
  readonly title: string;
  readonly lead: string;
  readonly examples?: ExamplesNote;
  /** The ten questions, each a heading with its answer below (never hidden). */
  readonly questions: readonly PolicySection[];
  readonly policiesHeading: string;
  readonly policies: readonly PolicyLink[];
  readonly stillHeading: string;
}

/**
 * The policy pages and the Help page, in the language spoken when read: the deployment's
 * business facts and support line put into their words, and which of the facts are examples.
 */
export class PolicyPages {
  constructor(
    private readonly terms: BusinessTerms,
    private readonly support: SupportLine,
    private readonly extensions: Extensions,
  ) {}

  get cancellation(): PolicyPageView {
    const words = policyMessages.cancellation;
    const terms = this.terms;
    const free = terms.cancellationFeeRupees === 0;
    return {
      title: policyLinkMessages.cancellation,
      lead: words.lead,
      ...this.examplesOf(['cancellation', 'refundDays', 'technicianAssigned', 'late']),
      sections: [
        { id: 'how', heading: words.howHeading, paragraphs: [words.how] },
        {
          id: 'cost',
          heading: words.costHeading,
          paragraphs: free
            ? [words.noFee]
            : [
                generalCancelRule(terms),
                words.ourFault(terms.technicianAssignedHours, terms.lateMinutes),
                words.dialogSays,
              ],
        },
        {
          id: 'refunds',
          heading: words.refundHeading,
          paragraphs: [words.refund(terms.refundDays), words.ourCancel],
        },
        {
          id: 'questions',
          heading: words.questionsHeading,
          paragraphs: [words.questions(this.support.phoneDisplay, company.email)],
        },
      ],
    };
  }

  get termsOfService(): PolicyPageView {
    const words = policyMessages.terms;
    return {
      title: policyLinkMessages.terms,
      lead: words.lead(this.terms.legalName),
      ...this.examplesOf(['legalName']),
      sections: [
        { id: 'account', heading: words.accountHeading, paragraphs: [words.account] },
        { id: 'prices', heading: words.pricesHeading, paragraphs: [words.prices] },
        { id: 'visit', heading: words.visitHeading, paragraphs: [words.visit] },
        {
          id: 'cancelling',
          heading: words.cancellingHeading,
          paragraphs: [words.cancelling],
          links: [cancellationLink()],
        },
        {
          id: 'warranty',
          heading: words.warrantyHeading,
          paragraphs: [words.warranty],
          links: [{ label: helpPageMessages.warrantyTerms, href: links.warrantyTerms }],
        },
        {
          id: 'disputes',
          heading: words.disputesHeading,
          paragraphs: [words.disputes],
          links: [{ label: policyLinkMessages.privacy, href: links.privacy }],
        },
        { id: 'changes', heading: words.changesHeading, paragraphs: [words.changes] },
      ],
    };
  }

  get privacy(): PolicyPageView {
    const words = policyMessages.privacy;
    const officer = this.terms.grievanceOfficer;
    return {
      title: policyLinkMessages.privacy,
      lead: words.lead(this.terms.legalName),
      ...this.examplesOf(['legalName', 'grievanceOfficer']),
      sections: [
        { id: 'keep', heading: words.keepHeading, paragraphs: [], items: words.keep },
        { id: 'why', heading: words.whyHeading, paragraphs: [words.why] },
        { id: 'shared', heading: words.sharedHeading, paragraphs: [words.shared] },
        { id: 'how-long', heading: words.howLongHeading, paragraphs: [words.howLong] },
        { id: 'device', heading: words.deviceHeading, paragraphs: [words.device] },
        { id: 'rights', heading: words.rightsHeading, paragraphs: [words.rights] },
        { id: 'ask', heading: words.askHeading, paragraphs: [words.ask] },
      ],
      officer: {
        label: words.officerLabel,
        name: officer.name,
        email: officer.email,
        emailHref: `mailto:${officer.email}`,
        phone: officer.phone,
        phoneHref: `tel:${officer.phone.replace(/[\s-]/g, '')}`,
      },
    };
  }

  get help(): HelpPageView {
    const words = helpPageMessages;
    const terms = this.terms;
    const phone = this.support.phoneDisplay;
    const slots = this.extensions.has('slots');
    const question = (
      id: string,
      heading: string,
      answer: readonly string[],
      withLinks?: readonly PolicyLink[],
    ): PolicySection => ({
      id,
      heading,
      paragraphs: answer,
      ...(withLinks ? { links: withLinks } : {}),
    });
    return {
      title: words.title,
      lead: words.lead,
      ...this.examplesOf(['cancellation', 'refundDays', 'technicianAssigned']),
      questions: [
        question('when', words.when.question, [
          slots
            ? words.when.chosen(terms.technicianAssignedHours)
            : words.when.agreed(terms.technicianAssignedHours),
        ]),
        question('who', words.who.question, [
          this.extensions.has('visit') ? words.who.named : words.who.unnamed,
        ]),
        question('change', words.change.question, [
          slots ? words.change.online(phone) : words.change.byCall(phone),
        ]),
        question(
          'cancel',
          words.cancel.question,
          [words.cancel.answer, generalCancelRule(terms)],
          [cancellationLink()],
        ),
        question(
          'refund',
          words.refund.question,
          [words.refund.answer(terms.refundDays)],
          [cancellationLink()],
        ),
        question('pay', words.pay.question, [
          this.extensions.has('payments') ? words.pay.choice : words.pay.byCall,
        ]),
        question(
          'warranty',
          words.warranty.question,
          [words.warranty.answer],
          [{ label: words.warrantyTerms, href: links.warrantyTerms }],
        ),
        question('safety', words.safety.question, [words.safety.answer(phone)]),
        question('prices', words.prices.question, [words.prices.answer]),
        question('parts', words.parts.question, [words.parts.answer]),
      ],
      policiesHeading: words.policiesHeading,
      policies: [
        cancellationLink(),
        { label: policyLinkMessages.terms, href: links.termsOfService },
        { label: policyLinkMessages.privacy, href: links.privacy },
      ],
      stillHeading: words.stillHeading,
    };
  }

  /** The note on the demo's examples, when any of `facts` is one. */
  private examplesOf(facts: readonly BusinessFact[]): { examples?: ExamplesNote } {
    const shown = facts.filter((fact) => this.terms.examples.includes(fact));
    if (shown.length === 0) return {};
    const words = policyMessages.examples;
    return {
      examples: { title: words.title, body: words.body(shown.map((fact) => words.facts[fact])) },
    };
  }
}

function cancellationLink(): PolicyLink {
  return { label: policyLinkMessages.cancellation, href: links.cancellationPolicy };
}
