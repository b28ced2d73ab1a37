"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { FormCard } from "@/components/people/form-card";
import { showFieldErrors } from "@/components/people/server-errors";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PhoneField } from "@/components/ui/phone-field";
import { Textarea } from "@/components/ui/textarea";
import { api, ApiError, toastError } from "@/lib/api/client";
import { DEFAULT_DRIVER_PICTURE } from "@/lib/drivers/picture-rules";
import type { DriverForm as DriverPayload } from "@/lib/drivers/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { PictureInput } from "./picture-input";

const FAILED = "Operation failed.";

export type DriverValues = { name: string; email: string; phone: string; note: string };

const FIELDS = ["name", "email", "phone", "note"] as const;

const resolver = lazyZodResolver<DriverValues, DriverPayload>(() => import("@/lib/drivers/schemas").then((m) => m.driverFormSchema));

type DriverFormProps = {
  /** The driver being edited (?mode=edit&driverId=); absent when adding. */
  driver?: DriverValues & { id: number; profile_picture: string };
};

/**
 * SPEC.md §2 "Drivers" Add/Edit form, sent as multipart (SPEC.md §7). Without a chosen picture
 * an added driver gets the default picture; an edit keeps the current one.
 */
export function DriverForm({ driver }: DriverFormProps) {
  const router = useRouter();
  const isEdit = driver !== undefined;
  const [picture, setPicture] = React.useState<File | null>(null);
  const [pictureError, setPictureError] = React.useState<string | undefined>();
  const form = useForm<DriverValues, unknown, DriverPayload>({
    resolver,
    defaultValues: { name: driver?.name ?? "", email: driver?.email ?? "", phone: driver?.phone ?? "", note: driver?.note ?? "" },
  });
  const { register, control, formState } = form;
  const error = (name: keyof DriverValues) => formState.errors[name]?.message;

  async function onValid(values: DriverPayload) {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value);
    if (picture) body.append("profile_picture", picture);
    else if (!isEdit) body.append("profile_picture", DEFAULT_DRIVER_PICTURE);
    if (isEdit) body.append("driverId", String(driver.id));
    try {
      const { data, message } = isEdit
        ? await api<{ id: number }>("admin/update-driver-details", { method: "PUT", body })
        : await api<{ id: number }>("admin/create-driver", { method: "POST", body });
      toast.success(message || (isEdit ? "Updated Driver successfully!" : "Added Driver successfully!"));
      router.push(`/drivers/driver-details/${data.id}`);
      router.refresh();
    } catch (err) {
      showFieldErrors(err, form.setError, FIELDS);
      // 413/415: the server refused the picture itself.
      if (err instanceof ApiError && (err.status === 413 || err.status === 415)) setPictureError(err.message);
      toastError(err, FAILED);
    }
  }

  return (
    <FormCard
      title={isEdit ? "Driver details" : "New driver"}
      description="Drivers have no login: they get a link for each job they are sent."
      onSubmit={form.handleSubmit(onValid)}
      isSubmitting={formState.isSubmitting}
      submitLabel={isEdit ? "Update" : "Add"}
      cancelHref={isEdit ? `/drivers/driver-details/${driver.id}` : "/drivers"}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="profile_picture" label="Profile Picture" error={pictureError} className="sm:col-span-2">
          {(aria) => (
            <PictureInput
              control={aria}
              currentSrc={driver?.profile_picture ?? DEFAULT_DRIVER_PICTURE}
              file={picture}
              onFileChange={setPicture}
              onError={setPictureError}
            />
          )}
        </Field>
        <Field id="name" label="Name" error={error("name")} isRequired>
          {(aria) => <Input autoComplete="name" {...aria} {...register("name")} />}
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
              {...register("email")}
            />
          )}
        </Field>
        <PhoneField control={control} name="phone" label="Phone" error={error("phone")} isRequired />
        <Field id="note" label="Note" error={error("note")} description="Internal; drivers do not see it." className="sm:col-span-2">
          {(aria) => <Textarea rows={3} {...aria} {...register("note")} />}
        </Field>
      </div>
    </FormCard>
  );
}
