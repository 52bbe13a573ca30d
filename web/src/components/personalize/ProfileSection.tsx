import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Avatar, Button, Caption1, Input, Subtitle2 } from '@fluentui/react-components';
import { Camera20Regular, Mail20Regular, Person20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import { updateStoredProfile, useStoredUser } from '../../api/profile';
import { useServices } from '../../app/services';
import { FormField } from '../common/FormField';
import { MobileForm } from './MobileForm';
import { useSectionStyles } from './sectionStyles';
import { useSaveField } from './useSaveField';

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Avatar (with a preview before saving), name, e-mail and mobile. */
export function ProfileSection() {
  const { t } = useTranslation();
  const styles = useSectionStyles();
  const { rpc, store } = useServices();
  const user = useStoredUser();
  const displayName = user.name || user.account;
  const fileRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const avatar = useSaveField();
  const name = useSaveField(user.name);
  const email = useSaveField(user.email);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!/^image\/(png|jpeg|webp)$/.test(file.type) || file.size > LIMITS.avatarMaxBytes) {
      avatar.setError(ErrorCode.AVATAR_INVALID);
      return;
    }
    avatar.setError(undefined);
    setPreview(await readDataUrl(file));
  };
  const saveAvatar = () =>
    preview &&
    void avatar
      .save(async () => {
        const result = await rpc.call('v1/user/change_avatar', { image: preview });
        updateStoredProfile(store, { avatar: result.avatar });
      }, t('personalize.profile.avatarSaved'))
      .then((ok) => ok && setPreview(null));
  const saveName = (event: FormEvent) => {
    event.preventDefault();
    void name.save(async () => {
      const result = await rpc.call('v1/user/change_name', { name: name.value });
      updateStoredProfile(store, { name: result.name });
      name.setValue(result.name);
    }, t('personalize.profile.nameSaved'));
  };
  const saveEmail = (event: FormEvent) => {
    event.preventDefault();
    void email.save(async () => {
      const result = await rpc.call('v1/user/change_email', { email: email.value });
      updateStoredProfile(store, { email: result.email });
    }, t('personalize.profile.emailSaved'));
  };

  return (
    <section className={styles.card} aria-labelledby="personalize-profile" data-testid="personalize-profile">
      <Subtitle2 as="h2" id="personalize-profile" className={styles.title}>
        {t('personalize.profile.title')}
      </Subtitle2>
      <div className={styles.row}>
        <Avatar
          size={72}
          name={displayName}
          image={preview || user.avatar ? { src: preview ?? user.avatar } : undefined}
          color="colorful"
          data-testid="avatar-preview"
        />
        <div className={styles.form}>
          <input
            ref={fileRef}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            onChange={(event) => void pick(event)}
            data-testid="avatar-file"
          />
          <div className={styles.actions}>
            <Button icon={<Camera20Regular />} onClick={() => fileRef.current?.click()}>
              {t('personalize.profile.chooseAvatar')}
            </Button>
            {preview ? (
              <>
                <Button appearance="primary" disabled={avatar.busy} onClick={saveAvatar} data-testid="avatar-save">
                  {t('personalize.save')}
                </Button>
                <Button onClick={() => setPreview(null)}>{t('common.cancel')}</Button>
              </>
            ) : null}
          </div>
          <Caption1 className={styles.hint}>
            {avatar.error !== undefined
              ? t('personalize.profile.avatarInvalid')
              : t('personalize.profile.avatarHint', { size: LIMITS.avatarMaxBytes / 1_048_576 })}
          </Caption1>
        </div>
      </div>
      <form className={styles.row} onSubmit={saveName} noValidate data-testid="name-form">
        <FormField label={t('personalize.profile.name')} error={name.error} className={styles.grow}>
          <Input
            contentBefore={<Person20Regular />}
            value={name.value}
            onChange={(_, data) => name.setValue(data.value)}
            data-testid="name-input"
          />
        </FormField>
        <Button type="submit" appearance="primary" size="large" disabled={name.busy} data-testid="name-save">
          {t('personalize.save')}
        </Button>
      </form>
      <form className={styles.row} onSubmit={saveEmail} noValidate data-testid="email-form">
        <FormField label={t('personalize.profile.email')} error={email.error} className={styles.grow}>
          <Input
            type="email"
            contentBefore={<Mail20Regular />}
            value={email.value}
            onChange={(_, data) => email.setValue(data.value)}
            data-testid="email-input"
          />
        </FormField>
        <Button type="submit" appearance="primary" size="large" disabled={email.busy} data-testid="email-save">
          {t('personalize.save')}
        </Button>
      </form>
      <MobileForm />
    </section>
  );
}
