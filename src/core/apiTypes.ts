/**
 * The API's answers as the browser reads them, derived from their JSON Schemas (schemas/api/,
 * the ones the server validates and documents) through src/core/apiSchemas.generated.ts. Types
 * only: nothing of this reaches the bundle.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type {
  applicationViewSchema, applyAnswerSchema, brandSchema, errorSchema, otpResendAnswerSchema, otpTokenCheckSchema, signAnswerSchema,
} from './apiSchemas.generated';
import type { Step } from './steps';

/** `T` without its index signature (`additionalProperties: true`): only the fields the schema names. */
export type KnownFields<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

type ApplicationViewWire = KnownFields<FromSchema<typeof applicationViewSchema>>;

/**
 * The application as the server answers it (SPEC section 3; schemas/api/application-view.schema.json).
 * Fields appear once the application has reached the point where they exist. The schema says
 * "string" for the steps; they are the flow's step names (schemas/flow.schema.json, src/core/steps.ts).
 */
export type ApplicationView = Omit<ApplicationViewWire, 'step' | 'allowed_steps'> & { step: Step; allowed_steps: Step[] };

/** `POST apply`: the token of the one-time-code challenge. */
export type ApplyAnswer = FromSchema<typeof applyAnswerSchema>;

/** `POST application/otp/verify-token`: the phone's last four digits and the seconds until a resend is allowed. */
export type OtpTokenCheck = FromSchema<typeof otpTokenCheckSchema>;

/** `POST application/otp/resend`. */
export type OtpResendAnswer = FromSchema<typeof otpResendAnswerSchema>;

/** `POST application/sign`: the URL of the embedded signing frame. */
export type SignAnswer = FromSchema<typeof signAnswerSchema>;

/** The error payload of every failed call (SPEC section 8), as on the wire (`error_code` any string). */
export type ApiErrorWire = FromSchema<typeof errorSchema>;

/** `GET /api/brand` and the brand embedded in the page (schemas/brand.schema.json). */
export type BrandAnswer = FromSchema<typeof brandSchema>;
