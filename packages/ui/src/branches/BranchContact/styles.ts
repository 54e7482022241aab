import { styled } from 'styled-components';

export const Info = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

export const DetailRow = styled.div`
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
  }

  address {
    font-style: normal;
  }
`;
