"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { FormCard } from "@/components/people/form-card";
import { useActionForm } from "@/components/ui/action-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PhoneField } from "@/components/ui/phone-field";
import { Textarea } from "@/components/ui/textarea";
import { createDriverAction, updateDriverAction, type SavedDriver } from "@/lib/drivers/actions";
import { DEFAULT_DRIVER_PICTURE, ONLY_IMAGES, PICTURE_TOO_LARGE } from "@/lib/drivers/picture-rules";
import type { DriverForm as DriverPayload } from "@/lib/drivers/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { PictureInput } from "./picture-input";

export type DriverValues = { name: string; email: string; phone: string; note: string };

/** The server's refusals of the picture itself (413, 415), shown under it. */
const PICTURE_REFUSALS: readonly (string | undefined)[] = [ONLY_IMAGES, PICTURE_TOO_LARGE];

const resolver = lazyZodResolver<DriverValues, DriverPayload>(() => import("@/lib/drivers/schemas").then((m) => m.driverFormSchema));

type DriverFormProps = {
  /** The driver being edited (?mode=edit&driverId=); absent when adding. */
  driver?: DriverValues & { id: number; profile_picture: string };
};

/**
 * SPEC.md §2 "Drivers" Add/Edit form; its picture is a file input, posted with the form before
 * the script runs and sent with the values after. Without a chosen picture an added driver gets
 * the default picture; an edit keeps the current one.
 */
export function DriverForm({ driver }: DriverFormProps) {
  const router = useRouter();
  const isEdit = driver !== undefined;
  const [picture, setPicture] = React.useState<File | null>(null);
  const [pictureError, setPictureError] = React.useState<string | undefined>();
  const { form, registerField, hiddenInputs, formProps, state, isPending } = useActionForm<DriverValues, DriverPayload, SavedDriver>({
    action: isEdit ? updateDriverAction : createDriverAction,
    resolver,
    defaultValues: { name: driver?.name ?? "", email: driver?.email ?? "", phone: driver?.phone ?? "", note: driver?.note ?? "" },
    hidden: isEdit ? { driverId: driver.id } : undefined,
    attach: () => (picture ? { profile_picture: picture } : {}),
    onSuccess: (saved) => saved && router.push(`/drivers/driver-details/${saved.id}`),
  });
  const { control, formState } = form;
  const error = (name: keyof DriverValues) => formState.errors[name]?.message;
  // The server's refusal of a picture stands until another picture is chosen.
  const [choiceAfter, setChoiceAfter] = React.useState(state);
  const refusedPicture = state !== choiceAfter && !state.ok && PICTURE_REFUSALS.includes(state.message) ? state.message : undefined;
  function choosePicture(file: File | null) {
    setPicture(file);
    setChoiceAfter(state);
  }

  return (
    <FormCard
      title={isEdit ? "Driver details" : "New driver"}
      description="Drivers have no login: they get a link for each job they are sent."
      formProps={formProps}
      isSubmitting={isPending}
      submitLabel={isEdit ? "Update" : "Add"}
      cancelHref={isEdit ? `/drivers/driver-details/${driver.id}` : "/drivers"}
    >
      {hiddenInputs}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="profile_picture" label="Profile Picture" error={pictureError ?? refusedPicture} className="sm:col-span-2">
          {(aria) => (
            <PictureInput
              control={aria}
              currentSrc={driver?.profile_picture ?? DEFAULT_DRIVER_PICTURE}
              file={picture}
              onFileChange={choosePicture}
              onError={setPictureError}
            />
          )}
        </Field>
        <Field id="name" label="Name" error={error("name")} isRequired>
          {(aria) => <Input autoComplete="name" {...aria} {...registerField("name")} />}
        </Field>
        <Field
          id="email"
          label="E-mail"
          error={error("email")}
          description={isEdit ? "The e-mail cannot be changed." : undefined}
          isRequired
        >
          {(aria) => (
            <Input
              type="email"
              autoComplete="email"
              readOnly={isEdit}
              className={isEdit ? "bg-muted text-muted-foreground" : undefined}
              {...aria}
              {...registerField("email")}
            />
          )}
        </Field>
        <PhoneField control={control} name="phone" label="Phone" error={error("phone")} isRequired />
        <Field id="note" label="Note" error={error("note")} description="Internal; drivers do not see it." className="sm:col-span-2">
          {(aria) => <Textarea rows={3} {...aria} {...registerField("note")} />}
        </Field>
      </div>
    </FormCard>
  );
}
