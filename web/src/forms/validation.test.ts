import { describe, expect, it } from 'vitest';
import { ACT_SCHEMAS } from '../../../shared/acts/registry.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { routeError } from './formError';
import { RpcError } from '../api/errors';
import { combineValidators, schemaValidator } from './validation';

type F = 'mobile' | 'vcode' | 'password' | 'confirm' | 'name' | 'company' | 'email';
const empty: Record<F, string> = { mobile: '', vcode: '', password: '', confirm: '', name: '', company: '', email: '' };

describe('form validation from the shared schemas', () => {
  const validate = combineValidators<F>(schemaValidator(ACT_SCHEMAS['v1/user/register_max']), (v) =>
    v.confirm === v.password ? {} : { confirm: ErrorCode.PASSWORD_CONFIRM_MISMATCH },
  );

  it('gives each field the catalogue code the server would answer', () => {
    const codes = validate({ ...empty, mobile: '12', email: 'nope', password: 'abc', confirm: 'abd' });
    expect(codes).toEqual({
      mobile: ErrorCode.MOBILE_INVALID,
      vcode: ErrorCode.VCODE_REQUIRED,
      password: ErrorCode.PASSWORD_WEAK,
      confirm: ErrorCode.PASSWORD_CONFIRM_MISMATCH,
      name: ErrorCode.NAME_INVALID,
      company: ErrorCode.COMPANY_INVALID,
      email: ErrorCode.EMAIL_INVALID,
    });
  });

  it('passes a valid registration', () => {
    expect(
      validate({
        mobile: '13912345678',
        vcode: '123456',
        password: 'Abcdefg1#',
        confirm: 'Abcdefg1#',
        name: 'Ann',
        company: 'Acme',
        email: 'a@acme.com',
      }),
    ).toEqual({});
  });
});

describe('routing a failed call to the form', () => {
  it('puts mapped server codes on their field', () => {
    const routed = routeError<F>(new RpcError(ErrorCode.VCODE_WRONG, 'x'), { [ErrorCode.VCODE_WRONG]: 'vcode' }, [
      'vcode',
    ]);
    expect(routed).toEqual({ fields: { vcode: ErrorCode.VCODE_WRONG }, form: null });
  });
  it('puts other codes above the button, handled ones as warnings', () => {
    expect(routeError<F>(new RpcError(ErrorCode.ACCOUNT_LOCKED, 'locked'), {}, []).form).toEqual({
      code: ErrorCode.ACCOUNT_LOCKED,
      message: 'locked',
      intent: 'error',
    });
    expect(routeError<F>(new RpcError(ErrorCode.PASSWORD_EXPIRED, 'old', { handled: true }), {}, []).form?.intent).toBe(
      'warning',
    );
  });
});
